import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconButton } from '../../components/ui/button';
import { CloseIcon, MenuIcon, UserIcon } from '../../components/ui/icons';
import { CustomerServiceButton } from '../../features/customer-service/components/customer-service-button';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { usePermission } from '../../features/system/api/get-permission';
import { DrawerWalletLinks } from './drawer-wallet-links';
import { LanguageSelect } from './language-select';
import { MainNav } from './main-nav';
import { ThemeToggle } from './theme-toggle';

/** The side menu of small screens: navigation, account and wallet links, language, theme and help. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = useCurrentMember();
  const permission = usePermission();
  const close = () => setOpen(false);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <IconButton label={t('header.menu')} className="header__menu-button" data-testid="header-menu">
          <MenuIcon />
        </IconButton>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog-overlay" />
        <RadixDialog.Content className="drawer" aria-describedby={undefined}>
          <div className="drawer__header">
            <RadixDialog.Title className="drawer__title">{t('header.menu')}</RadixDialog.Title>
            <RadixDialog.Close className="ui-icon-button" aria-label={t('common.close')}>
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {current.isLoggedIn && current.member ? (
            <div className="drawer__account">
              <Link to="/member" className="user-chip" onClick={close}>
                <UserIcon size={16} />
                {current.member.account}
              </Link>
              {current.isAgent ? (
                <Link to="/agentHome" onClick={close}>
                  {t('nav.agentCenter')}
                </Link>
              ) : null}
            </div>
          ) : null}
          {current.isLoggedIn && current.member && !current.isTrial ? <DrawerWalletLinks onNavigate={close} /> : null}
          <MainNav variant="list" onNavigate={close} />
          <div className="drawer__tools">
            <LanguageSelect />
            <ThemeToggle />
          </div>
          <CustomerServiceButton items={permission.data?.customerService} variant="secondary" className="drawer__cs" />
          {current.isLoggedIn ? <SignOutButton testId="menu-signout" variant="secondary" block /> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
