/** The run's files, as the CLI writes them: the CSV rows, the JSON document and each chart's Vega-Lite spec. */
import { useEffect, useMemo } from "preact/hooks";

export interface DownloadFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

export function Downloads({ files }: { readonly files: readonly DownloadFile[] }) {
  const links = useMemo(() => files.map((file) => ({ ...file, url: URL.createObjectURL(new Blob([file.text], { type: file.type })) })), [files]);
  useEffect(() => () => links.forEach((link) => URL.revokeObjectURL(link.url)), [links]);
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
