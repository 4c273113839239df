/**
 * The run's files, as the CLI writes them: the CSV rows, the JSON document and each chart's Vega-Lite spec.
 * Their text and links are made after the answer is painted, not with it (issue 28 §9: an edit redraws
 * within 100 ms; writing the CSV, the JSON and a Blob per file took a tenth of an Ash redraw's page time).
 */
import { useEffect, useState } from "preact/hooks";

export interface DownloadFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** A file's name, and the address of its Blob to download. */
interface Link {
  readonly name: string;
  readonly url: string;
}

/** The files' download links; `files` (a stable function per answer: ResultView memoises it) writes them. */
export function Downloads({ files }: { readonly files: () => readonly DownloadFile[] }) {
  const [links, setLinks] = useState<readonly Link[]>([]);
  useEffect(() => {
    // useEffect runs after the answer is painted; each answer's links are revoked when the next replaces them.
    const made = files().map((file) => ({ name: file.name, url: URL.createObjectURL(new Blob([file.text], { type: file.type })) }));
    setLinks(made);
    return () => made.forEach((link) => URL.revokeObjectURL(link.url));
  }, [files]);
  return (
    <ul class="downloads">
      {links.map((link) => (
        <li>
          <a href={link.url} download={link.name}>
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
