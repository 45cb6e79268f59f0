import { Icon, type IconProps } from '../../../components/ui/icons';

/** A wrench: the maintenance marker of a game tile. */
export const WrenchIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7V20h3.3l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.3-.4-.4-2.3z" />
  </Icon>
);
