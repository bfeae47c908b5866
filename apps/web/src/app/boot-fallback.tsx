/** Shown while the first page's lazy module loads: the same splash as index.html (styled there). */
export function BootFallback() {
  return (
    <div id="boot">
      <img src="/favicon.svg" alt="" width={56} height={56} />
    </div>
  );
}
