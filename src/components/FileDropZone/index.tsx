import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {useFileDrop} from '@site/src/hooks/useFileDrop';
import styles from './styles.module.css';

type Props = {
  /** The file input's label: what to choose. */
  label: ReactNode;
  /** The file input's accept list. */
  accept?: string;
  /** Called with the file picked or dropped. */
  onFile: (file: File) => void;
  /** Shown under the input, for example a hint. */
  children?: ReactNode;
};

/**
 * A labelled file input in a dashed box that also takes a file dropped on it: the dump viewer's,
 * the download check's and the log checker's. The file stays in the browser; `onFile` decides.
 */
export default function FileDropZone({label, accept, onFile, children}: Props): ReactNode {
  const inputId = useId();
  const {dragging, dropProps, onInputChange} = useFileDrop(onFile);
  return (
    <div className={clsx(styles.zone, dragging && styles.draggingOver)} {...dropProps}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input id={inputId} type="file" accept={accept} className={styles.input} onChange={onInputChange} />
      {children}
    </div>
  );
}
