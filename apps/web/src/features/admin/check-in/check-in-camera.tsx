import { Button, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { useCameraScanner } from './use-camera-scanner';
import { useAdminTranslation } from '../shared/use-admin-translation';
import classes from './check-in.module.css';

/**
 * "Scan with camera": asks for the camera only when pressed, reads QR codes (the browser's
 * BarcodeDetector, else ZXing loaded then) and hands each read to `onCode`; off again when pressed
 * or when the page is left. Why it cannot start is said in words, with the typed code as the way on.
 */
export function CheckInCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useAdminTranslation();
  const { videoRef, state, start, stop } = useCameraScanner(onCode);
  const running = state === 'starting' || state === 'on';
  const problem =
    state === 'denied' || state === 'no_camera' || state === 'insecure' || state === 'failed';

  return (
    <Stack gap="sm">
      <Button
        variant={running ? 'filled' : 'light'}
        size="md"
        leftSection={
          running ? <IconCameraOff size={20} aria-hidden /> : <IconCamera size={20} aria-hidden />
        }
        aria-pressed={running}
        onClick={() => {
          if (running) stop();
          else void start();
        }}
        className={classes.cameraToggle}
      >
        {running ? t('check_in.camera.stop') : t('check_in.camera.start')}
      </Button>
      <div className={classes.camera} hidden={!running}>
        <video
          ref={videoRef}
          className={classes.video}
          muted
          playsInline
          aria-label={t('check_in.camera.video_label')}
        />
        <span className={classes.viewfinder} aria-hidden />
      </div>
      {running ? (
        <Text size="sm" role="status">
          {state === 'starting' ? t('check_in.camera.starting') : t('check_in.camera.on')}
        </Text>
      ) : null}
      {problem ? (
        <p className={classes.cameraProblem} role="alert">
          <IconCameraOff size={20} aria-hidden className={classes.cameraProblemIcon} />
          <span>{t(`check_in.camera.${state}`)}</span>
        </p>
      ) : null}
    </Stack>
  );
}
