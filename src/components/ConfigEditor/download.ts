/** Saves text as a file through a temporary link. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: 'application/yaml'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; keep the URL alive a moment.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The name of the file Export saves. */
export const EXPORT_FILE_NAME = 'config.yml';
