import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { Modal } from '../../components/ui/modal';
import { CopyIcon } from '../../components/ui/shell-icons';
import { AppDownload } from '../../features/app-download/components/app-download';
import { BannerGroup } from '../../features/announcements/components/banner-group';
import { SignOutButton } from '../../features/session/components/sign-out-button';
import { useCurrentMember } from '../../features/session/hooks/use-current-member';
import { useModals } from '../../lib/modals/modals-context';
import { LanguageSelect } from './language-select';
import { MainNav } from './main-nav';
import { MemberAvatar } from './member-avatar';
import { SideMenuChannels } from './side-menu-channels';
import { SideMenuLinks } from './side-menu-links';
import { SideMenuProviders } from './side-menu-providers';
import { ThemeToggle } from './theme-toggle';
import { useCopyMemberId } from './use-copy-member-id';

/**
 * The side menu (spec 000 section 2), opened from the header on every screen size: account, the
 * member links, game areas, the game providers by lane, app download, customer service, language and theme, sign out.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = useCurrentMember();
  const { openLogin, openRegister } = useModals();
  const copyId = useCopyMemberId();
  const close = () => setOpen(false);
  const titleId = useId();

  return (
    <>
      <IconButton
        label={t('header.menu')}
        className="header__menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="header-menu"
      >
        <MenuIcon />
      </IconButton>
      <Modal open={open} onDismiss={close} className="drawer side-menu" labelledBy={titleId} testId="side-menu" initialFocus="control">
        <div className="drawer__header">
          <h2 id={titleId} className="drawer__title">
            {t('header.menu')}
          </h2>
          <button type="button" className="ui-icon-button" aria-label={t('common.close')} onClick={close}>
            <CloseIcon />
          </button>
        </div>

        {current.isLoggedIn && current.member ? (
          <div className="side-menu__account">
            <MemberAvatar name={current.member.nickname || current.member.account} />
            <div className="side-menu__who">
              <strong>{current.member.account}</strong>
              <span className="muted">
                {t('accountMenu.memberId')}: {current.member.id}
              </span>
            </div>
            <IconButton label={t('accountMenu.copyId')} onClick={() => void copyId(current.member!.id)} data-testid="side-menu-copy-id">
              <CopyIcon size={18} />
            </IconButton>
          </div>
        ) : !current.isLoggedIn ? (
          <div className="side-menu__auth">
            <Button
              variant="secondary"
              onClick={() => {
                close();
                openLogin();
              }}
              data-testid="side-menu-login"
            >
              {t('header.login')}
            </Button>
            <Button
              onClick={() => {
                close();
                openRegister();
              }}
              data-testid="side-menu-register"
            >
              {t('header.register')}
            </Button>
          </div>
        ) : null}

        <BannerGroup group="w_leftmenu" label={t('header.menuBannersLabel')} onNavigate={close} />
        <SideMenuLinks current={current} onNavigate={close} />
        <section aria-labelledby="side-menu-games">
          <h2 id="side-menu-games" className="side-menu__heading">
            {t('nav.label')}
          </h2>
          <MainNav variant="list" onNavigate={close} omit={['promotions']} />
        </section>
        <SideMenuProviders onNavigate={close} />
        <AppDownload />
        <SideMenuChannels />
        <div className="drawer__tools">
          <LanguageSelect />
          <ThemeToggle />
        </div>
        {current.isLoggedIn ? <SignOutButton testId="menu-signout" variant="secondary" block /> : null}
      </Modal>
    </>
  );
}
