/** Whether the system asks for a dark scheme, following its changes (the page's CSS follows it too). */
import { useEffect, useState } from "preact/hooks";

export function useDarkScheme(): boolean {
  const query = matchMedia("(prefers-color-scheme: dark)");
  const [dark, setDark] = useState(query.matches);
  useEffect(() => {
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return dark;
}
