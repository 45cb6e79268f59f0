import { useLocation } from 'react-router';
import { BrandLogo } from './brand-logo';
import { isGamePage } from './game-pages';
import { HeaderAccount } from './header-account';
import { LanguageSelect } from './language-select';
import { MainNav } from './main-nav';
import { SideMenu } from './side-menu';
import { ThemeToggle } from './theme-toggle';
import './shell.css';

/** Sticky header: the side-menu button, brand, tools and account on top, game areas with their vendor menus below. */
export function Header() {
  const gamePage = isGamePage(useLocation().pathname);
  return (
    <header className="header">
      <div className="header__bar">
        {gamePage ? null : <SideMenu />}
        <BrandLogo />
        <div className="header__spacer" />
        <div className="header__tools">
          <LanguageSelect />
          <ThemeToggle />
        </div>
        <HeaderAccount />
      </div>
      <div className="header__nav">
        <MainNav />
      </div>
    </header>
  );
}
