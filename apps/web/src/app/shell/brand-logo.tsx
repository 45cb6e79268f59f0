import { Link } from 'react-router';
import { usePermission } from '../../features/system/api/get-permission';

/** The brand's name next to a neutral mark; a brand logo image can replace the mark later. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  const permission = usePermission();
  const name = permission.data?.merchantName ?? 'Panalo';
  return (
    <Link to={to} className="brand" aria-label={name}>
      <svg className="brand__mark" viewBox="0 0 64 64" width="34" height="34" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="brand-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="1" stopColor="#d49a1f" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#brand-gold)" />
        <path d="M22 48V16h13a10 10 0 0 1 0 20h-6v12z" fill="#141a2b" />
        <circle cx="35" cy="26" r="3.5" fill="url(#brand-gold)" />
      </svg>
      <span className="brand__name">{name}</span>
    </Link>
  );
}
