/** Saves text the server made (a CSV export) the way the browser saves a download. */
export function saveTextFile(
  file: { file_name: string; content: string },
  type = "text/csv;charset=utf-8",
): void {
  const url = URL.createObjectURL(new Blob([file.content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.file_name;
  link.click();
  URL.revokeObjectURL(url);
}
