import {useState, type ChangeEvent, type DragEvent} from 'react';

/**
 * A file dropped on an element or picked in a file input, handed to `onFile`. Returns whether a
 * file is being dragged over the element (for its style), the element's drag handlers, and the
 * input's change handler (which clears the input, so picking the same file again works).
 */
export function useFileDrop(onFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
    },
  };
  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return {dragging, dropProps, onInputChange};
}
