import {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';

type Props = ComponentPropsWithoutRef<'button'> & {label: string};

/**
 * The search button in DocSearch's markup and class names, so DocSearch's
 * stylesheet draws it as on every other Docusaurus site, without the weight of
 * @docsearch/react's own button. Named by the word it shows; the shortcut is
 * announced through aria-keyshortcuts and shown as keys once the platform is
 * known (⌘ on Apple devices, Ctrl elsewhere).
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({label, ...props}, ref) {
  const [modifier, setModifier] = useState<'⌘' | 'Ctrl' | null>(null);
  useEffect(() => setModifier(/Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={modifier === 'Ctrl' ? 'Control+k' : 'Meta+k'}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
            <circle cx="8.5" cy="8.5" r="6" />
            <path d="M13 13l5 5" />
          </g>
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className={modifier === 'Ctrl' ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'}>{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
