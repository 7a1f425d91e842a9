// The files of a drop. In the desktop app they are real paths (files or folders; main expands folders), so
// translations can be saved beside the originals. In a browser they are bytes: plain files, and the files
// inside dropped folders (walked with the File System entries API, hidden files skipped).
import type { IncomingFile } from './pendingFiles';

const MAX_FILES = 2000;

export async function droppedFiles(transfer: DataTransfer): Promise<IncomingFile[]> {
  const local = window.glossaFiles;
  if (local) {
    return [...transfer.files].slice(0, MAX_FILES).map((file) => {
      const path = local.pathOf(file);
      return path ? { name: file.name, path } : { name: file.name, file };
    });
  }
  const entries = [...transfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => (typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null));
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return [...transfer.files].map((file) => ({ name: file.name, file }));
  }
  const files: IncomingFile[] = [];
  for (const entry of entries) await walk(entry!, files);
  return files;
}

async function walk(entry: FileSystemEntry, into: IncomingFile[]): Promise<void> {
  if (into.length >= MAX_FILES) return;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    into.push({ name: file.name, file });
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  for (;;) {
    // readEntries answers in pages until it returns an empty one.
    const page = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (page.length === 0) return;
    for (const child of page.sort((a, b) => a.name.localeCompare(b.name))) {
      if (!child.name.startsWith('.')) await walk(child, into);
    }
  }
}

/** True when a drag carries files (not text or a link). */
export const carriesFiles = (transfer: DataTransfer | null): boolean =>
  transfer !== null && [...transfer.types].includes('Files');
