import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `off`; `starting` (asking for the camera); `on` (reading); or why it could not start: the
 * permission was refused, there is no camera, the page is not on a secure connection (browsers
 * give the camera to https pages and localhost only), or another failure (camera busy).
 */
export type CameraState =
  'off' | 'starting' | 'on' | 'denied' | 'no_camera' | 'insecure' | 'failed';

/** The part of the Shape Detection API used here (not in TypeScript's DOM types yet). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats: () => Promise<string[]>;
}

const scanIntervalMs = 200;

/** The browser's own QR reader, when it has one that reads QR codes. */
async function nativeDetector(): Promise<BarcodeDetectorInstance | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * No native reader (Firefox, Safari before 17, desktop Chromium on Linux and Windows, ...): the
 * same API from the `barcode-detector` ponyfill (ZXing-C++ as WebAssembly), loaded only now. Its
 * `.wasm` is served from our own origin (a hashed asset), not the CDN the package defaults to.
 */
async function ponyfillDetector(): Promise<BarcodeDetectorInstance> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  // Fetched and compiled now, so that a reader that cannot load turns the camera to `failed`.
  await prepareZXingModule({
    fireImmediately: true,
    overrides: {
      locateFile: (file: string, prefix: string) =>
        file.endsWith('.wasm') ? wasmUrl : prefix + file,
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** Reads QR codes from a playing video until the returned function is called. */
async function startReading(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<() => void> {
  const detector = (await nativeDetector()) ?? (await ponyfillDetector());
  let stopped = false;
  let timer: number | undefined;
  const tick = async (): Promise<void> => {
    if (stopped) return;
    try {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        for (const code of await detector.detect(video)) onText(code.rawValue);
      }
    } catch {
      // A frame that cannot be read (the video is changing size): try the next one.
    }
    if (!stopped) timer = window.setTimeout(() => void tick(), scanIntervalMs);
  };
  void tick();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
  };
}

function failureOf(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'no_camera';
  return 'failed';
}

/**
 * The door's camera: asks for it only when started (the back camera on a phone), shows it in the
 * given video element and hands every QR code read to `onCode` (many times a second while the
 * code stays in view: the caller filters repeats). Stops when toggled off and when the page goes.
 */
export function useCameraScanner(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('off');
  const onCodeRef = useRef(onCode);
  // A start that is overtaken (stopped, or the page left) while it waits drops what it got.
  const generation = useRef(0);
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const halt = useCallback(() => {
    generation.current += 1;
    release.current?.();
    release.current = null;
  }, []);

  const stop = useCallback(() => {
    halt();
    setState('off');
  }, [halt]);

  const start = useCallback(async () => {
    halt();
    const mine = generation.current;
    const video = videoRef.current;
    if (!window.isSecureContext) {
      setState('insecure');
      return;
    }
    if (!video || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
      setState('no_camera');
      return;
    }
    setState('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: 'environment' } },
      });
    } catch (error) {
      if (generation.current === mine) setState(failureOf(error));
      return;
    }
    const stopStream = () => {
      for (const track of stream.getTracks()) track.stop();
      if (video.srcObject === stream) video.srcObject = null;
    };
    if (generation.current !== mine) {
      stopStream();
      return;
    }
    release.current = stopStream;
    try {
      video.srcObject = stream;
      video.muted = true;
      video.playsInline = true;
      await video.play();
      const stopReading = await startReading(video, (text) => {
        onCodeRef.current(text);
      });
      if (generation.current !== mine) {
        stopReading();
        return;
      }
      release.current = () => {
        stopReading();
        stopStream();
      };
      setState('on');
    } catch {
      if (generation.current !== mine) return;
      halt();
      setState('failed');
    }
  }, [halt]);

  useEffect(() => halt, [halt]);

  return { videoRef, state, start, stop };
}
