import type { BANNER_GROUPS } from '@panalo/contract/content';
import { useNotices } from '../api/get-notices';
import { HomeBanners } from './home-banners';

/**
 * The banners of one group (spec 000 section 3: w_pagco in the login popup, w_leftmenu in the side
 * menu), from the notices the site loads once; nothing when the brand has none.
 */
export function BannerGroup({
  group,
  label,
  onNavigate,
}: {
  group: (typeof BANNER_GROUPS)[number];
  label: string;
  onNavigate?: () => void;
}) {
  const banners = useNotices().data?.banners.filter((banner) => banner.groupName === group) ?? [];
  if (banners.length === 0) return null;
  return (
    <HomeBanners banners={banners} label={label} testId={`banners-${group}`} className="home-banners--small" onNavigate={onNavigate} />
  );
}
