import type { ReactNode } from 'react';
import { Icon } from './icons';

/** A section of the left panel (groups, tags): its title with a "new …" button, then its list. */
export function SideSection({
  title,
  addLabel,
  addTestId,
  onAdd,
  onAddIntent,
  children,
}: {
  title: string;
  addLabel: string;
  addTestId: string;
  onAdd(): void;
  /** Pointer over the add button: warm the dialog it opens. */
  onAddIntent(): void;
  children: ReactNode;
}) {
  return (
    <section className="ph-side__section">
      <header className="ph-side__head">
        <h2>{title}</h2>
        <button
          type="button"
          className="ph-icon-btn"
          onClick={onAdd}
          onPointerEnter={onAddIntent}
          aria-label={addLabel}
          title={addLabel}
          data-testid={addTestId}
        >
          <Icon name="plus" />
        </button>
      </header>
      {children}
    </section>
  );
}
