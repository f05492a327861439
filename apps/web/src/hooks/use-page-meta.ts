import { useEffect } from 'react';
import { siteInfo } from '../config/site-info';

/** Sets the document title ("<title> | AI Receptionist") and the meta description for the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${siteInfo.brandName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
