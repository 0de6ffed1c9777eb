// The console's pages are addressed by the URL's fragment, so the server serves one page:
// `#/` the games, `#/new` a new game, `#/games/ID?as=seat:alice&at=12` a game as a viewer at a revision.
import { useEffect, useState } from 'preact/hooks';

export interface Route {
  path: string[];
  params: URLSearchParams;
}

export function currentRoute(): Route {
  const [path = '', query = ''] = location.hash.replace(/^#/, '').split('?');
  return {
    path: path.split('/').filter(Boolean).map(decodeURIComponent),
    params: new URLSearchParams(query),
  };
}

export function href(path: string[], params: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return `#/${path.map(encodeURIComponent).join('/')}${query ? `?${query}` : ''}`;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const changed = () => setRoute(currentRoute());
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return route;
}
