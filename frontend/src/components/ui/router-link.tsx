import type { MouseEvent, ReactNode } from 'react';
import { Button, Link, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

interface NavigationProps {
  to: To;
  state?: unknown;
  replace?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  children?: ReactNode;
}

/** A real anchor (middle-click, copy link) that navigates client-side on a plain click. */
function useRouterAnchor({ to, state, replace, onClick }: NavigationProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return { href, onClick: handleClick };
}

export interface RouterLinkProps extends NavigationProps {
  appearance?: 'default' | 'subtle';
  inline?: boolean;
}

/** Fluent link to a route. */
export function RouterLink({ appearance, inline, className, children, ...navigation }: RouterLinkProps) {
  const anchor = useRouterAnchor(navigation);
  return (
    <Link as="a" appearance={appearance} inline={inline} className={className} {...anchor}>
      {children}
    </Link>
  );
}

export interface RouterButtonProps extends NavigationProps {
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
}

/** Fluent button that is a link to a route. */
export function RouterButton({ appearance, size, icon, className, children, ...navigation }: RouterButtonProps) {
  const anchor = useRouterAnchor(navigation);
  return (
    <Button as="a" appearance={appearance} size={size} icon={icon} className={className} {...anchor}>
      {children}
    </Button>
  );
}
