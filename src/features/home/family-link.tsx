import { type MouseEvent, type ReactNode } from 'react';

export function FamilyLink({
  href,
  onNavigate,
  className,
  children,
}: {
  href: string;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} className={className} onClick={onNavigate}>
      {children}
    </a>
  );
}
