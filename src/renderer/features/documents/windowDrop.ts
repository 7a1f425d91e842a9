// The whole window is a drop zone for documents, whichever section is open: files dropped anywhere (and not
// taken by a drop zone of their own) join a batch with the remembered options, and the Documents section
// opens. Without this, a browser would navigate away to show a dropped file.
import { carriesFiles, droppedFiles } from './droppedFiles';
import { useDocuments } from './documentsStore';
import { useNavigation } from '../../app/navigationStore';

let depth = 0;

export function installWindowDrop(): void {
  window.addEventListener('dragover', (e) => {
    if (!carriesFiles(e.dataTransfer) || e.defaultPrevented) return;
    e.preventDefault();
    if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
  });
  window.addEventListener('dragenter', (e) => {
    if (!carriesFiles(e.dataTransfer)) return;
    depth += 1;
    useDocuments.setState({ dragging: true });
  });
  window.addEventListener('dragleave', () => {
    depth = Math.max(0, depth - 1);
    if (depth === 0) useDocuments.setState({ dragging: false });
  });
  window.addEventListener('drop', (e) => {
    depth = 0;
    useDocuments.setState({ dragging: false });
    if (!e.dataTransfer || !carriesFiles(e.dataTransfer) || e.defaultPrevented) return;
    e.preventDefault();
    useNavigation.getState().open('documents');
    const transfer = e.dataTransfer;
    void droppedFiles(transfer).then(async (files) => {
      const store = useDocuments.getState();
      if (!store.options) await store.load();
      await useDocuments.getState().addFiles(files);
    });
  });
}
