import { Icon, type IconProps } from './icons';

/** Pictograms for the game areas (lobby cards and navigation). Decorative: the text says it. */
type Props = IconProps;

/** The icon frame on a larger grid: the pictograms carry more detail than the small icons. */
const Pictogram = ({ size = 28, ...rest }: Props) => <Icon size={size} viewBox="0 0 32 32" {...rest} />;

export const SportsIcon = (p: Props) => (
  <Pictogram {...p}>
    <circle cx="16" cy="16" r="12" />
    <path d="M16 9l6 4-2 7h-8l-2-7z" />
    <path d="M16 4v5M28 13l-6 0M22 20l4 5M10 20l-4 5M4 13h6" />
  </Pictogram>
);

export const EsportsIcon = (p: Props) => (
  <Pictogram {...p}>
    <path d="M9 10h14a6 6 0 0 1 6 6v3a4 4 0 0 1-7 2.6L20 19h-8l-2 2.6A4 4 0 0 1 3 19v-3a6 6 0 0 1 6-6z" />
    <path d="M10 14v4M8 16h4M21 15h.01M24 17h.01" />
  </Pictogram>
);

export const LiveIcon = (p: Props) => (
  <Pictogram {...p}>
    <rect x="3" y="8" width="19" height="16" rx="3" />
    <path d="M22 14l7-4v12l-7-4" />
    <circle cx="9" cy="14" r="1.5" fill="currentColor" />
  </Pictogram>
);

export const SlotsIcon = (p: Props) => (
  <Pictogram {...p}>
    <rect x="4" y="6" width="20" height="20" rx="3" />
    <path d="M4 12h20M4 20h20M10.7 12v8M17.3 12v8" />
    <path d="M24 10h2.5a1.5 1.5 0 0 1 1.5 1.5V16" />
    <circle cx="28" cy="18" r="1.5" />
  </Pictogram>
);

export const FishIcon = (p: Props) => (
  <Pictogram {...p}>
    <path d="M4 16c4-6 12-8 18-4l6-4v16l-6-4c-6 4-14 2-18-4z" />
    <circle cx="11" cy="15" r="1.2" fill="currentColor" />
  </Pictogram>
);

export const CardsIcon = (p: Props) => (
  <Pictogram {...p}>
    <rect x="4" y="7" width="14" height="20" rx="2" transform="rotate(-10 11 17)" />
    <rect x="13" y="5" width="14" height="20" rx="2" transform="rotate(10 20 15)" />
    <path d="M20 12l2 3-2 3-2-3z" />
  </Pictogram>
);

export const LotteryIcon = (p: Props) => (
  <Pictogram {...p}>
    <circle cx="11" cy="12" r="6" />
    <circle cx="21" cy="19" r="6" />
    <path d="M10 10h2v4M20 17h2l-2 4" />
  </Pictogram>
);

export const TicketIcon = (p: Props) => (
  <Pictogram {...p}>
    <path d="M4 9h24v4a3 3 0 0 0 0 6v4H4v-4a3 3 0 0 0 0-6z" />
    <path d="M19 9v14" strokeDasharray="2 2" />
  </Pictogram>
);

/** A rooster, for cockfight (sabong). */
export const CockfightIcon = (p: Props) => (
  <Pictogram {...p}>
    <path d="M12 6c1-2 3-2 4 0 1-1 3-1 3 1l-2 2" />
    <path d="M17 9a4 4 0 0 0-7 2l-1 3a8 8 0 0 0 8 9h3a7 7 0 0 0 7-7c0-3-2-5-5-6l-2 3" />
    <path d="M10 11L6 12l3 2M14 23v4M18 23v4M12 27h8" />
    <circle cx="14" cy="11" r="0.8" fill="currentColor" />
  </Pictogram>
);

export const GiftIcon = (p: Props) => (
  <Pictogram {...p}>
    <rect x="5" y="12" width="22" height="15" rx="2" />
    <path d="M3 12h26v-4H3zM16 8v19" />
    <path d="M16 8c-2-4-7-4-7-1s4 1 7 1c3 0 7 2 7-1s-5-3-7 1" />
  </Pictogram>
);

export const StarIcon = (p: Props) => (
  <Pictogram {...p}>
    <path d="M16 4l3.6 7.4 8.1 1.2-5.9 5.7 1.4 8.1L16 22.6l-7.2 3.8 1.4-8.1-5.9-5.7 8.1-1.2z" />
  </Pictogram>
);

export const HistoryIcon = (p: Props) => (
  <Pictogram {...p}>
    <path d="M5 16a11 11 0 1 0 3.2-7.8L5 11" />
    <path d="M5 5v6h6M16 10v6l4 3" />
  </Pictogram>
);

export const WalletIcon = (p: Props) => (
  <Pictogram {...p}>
    <path d="M5 9h20a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z" />
    <path d="M5 9l15-4v4M21 17h6" />
  </Pictogram>
);
