import { useSyncExternalStore } from 'react'
import { CopyButton } from './CopyButton'
import styles from './Toaster.module.css'
import { toast as defaultStore, type ToastStore } from './toast'

/** Renders the toast store; a polite live region so screen readers announce each toast. */
export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot)
  return (
    <section className={styles.region} aria-label="Notifications">
      {/* Each toast is a live region of its own (status or alert), so not the items of a list. */}
      <div className={styles.list}>
        {toasts.map((t) => (
          // biome-ignore lint/a11y/noStaticElementInteractions: a status or alert region (its role below); hover and focus only pause its timer
          <div
            key={t.id}
            className={styles.toast}
            data-kind={t.kind}
            data-leaving={t.leaving || undefined}
            role={t.kind === 'error' ? 'alert' : 'status'}
            onPointerEnter={() => store.pause(t.id)}
            onPointerLeave={(event) => {
              if (!event.currentTarget.contains(document.activeElement)) store.resume(t.id)
            }}
            onFocus={() => store.pause(t.id)}
            onBlur={(event) => {
              const next = event.relatedTarget
              if (!(next instanceof Node && event.currentTarget.contains(next))) {
                if (!event.currentTarget.matches(':hover')) store.resume(t.id)
              }
            }}
          >
            <div className={styles.text}>
              <strong className={styles.title}>{t.title}</strong>
              {t.message !== undefined && <span className={styles.message}>{t.message}</span>}
              {t.copy !== undefined && <CopyButton copy={t.copy} />}
              {t.link !== undefined && (
                <a href={t.link.href} target="_blank" rel="noreferrer noopener">
                  {t.link.label}
                </a>
              )}
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label="Dismiss notification"
              onClick={() => store.dismiss(t.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </section>
  )
}
