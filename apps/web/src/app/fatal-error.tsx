/**
 * Last resort when the providers themselves fail: plain HTML, no theme, no catalogue (both languages).
 */
export function FatalError() {
  return (
    <main
      style={{
        fontFamily: 'Georgia, serif',
        maxWidth: 560,
        margin: '15vh auto',
        padding: 24,
        textAlign: 'center',
      }}
    >
      <h1 lang="hu">Hiba történt</h1>
      <p lang="hu">Váratlan hiba történt. Kérjük, töltse újra az oldalt.</p>
      <p lang="en">Something went wrong. Please reload the page.</p>
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
        style={{ padding: '10px 20px', fontSize: 16, cursor: 'pointer' }}
      >
        Újratöltés / Reload
      </button>
    </main>
  );
}
