// A button that picks one glossary file (TSV, CSV, XLSX or TBX); picking the same file again reads it again.
import { useRef, type ReactNode } from 'react';
import { GLOSSARY_FILE_ACCEPT } from './glossaryFiles';

export function GlossaryFileButton(props: {
  children: ReactNode;
  testId: string;
  disabled?: boolean;
  onFile(file: File): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" disabled={props.disabled} onClick={() => input.current?.click()}>
        {props.children}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={GLOSSARY_FILE_ACCEPT}
        data-testid={props.testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) props.onFile(file);
          e.target.value = '';
        }}
      />
    </>
  );
}
