import { useEffect } from 'react';
import { edition } from '@/edition/current-edition';

/** Keeps document.title in step with client-side navigation: "<page> | <brand>". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${edition.brand.name}`;
  }, [title]);
}
