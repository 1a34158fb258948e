import type { MouseEvent } from 'react';
import { Button, Link, type ButtonProps, type LinkProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

interface NavigationProps {
  to: To;
  state?: unknown;
  replace?: boolean;
}

/** A real anchor (middle-click, copy link) that navigates client-side on a plain click. */
function useRouterAnchor({ to, state, replace }: NavigationProps, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state, replace });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return { href, onClick: handleClick };
}

export type RouterLinkProps = Omit<LinkProps, 'href' | 'onClick' | 'as'> &
  NavigationProps & { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };

export function RouterLink({ to, state, replace, onClick, ...rest }: RouterLinkProps) {
  const anchor = useRouterAnchor({ to, state, replace }, onClick);
  return <Link {...(rest as LinkProps)} as="a" {...anchor} />;
}

export type RouterButtonProps = Omit<ButtonProps, 'href' | 'onClick' | 'as'> &
  NavigationProps & { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };

/** A Fluent button that is a link to a route. */
export function RouterButton({ to, state, replace, onClick, ...rest }: RouterButtonProps) {
  const anchor = useRouterAnchor({ to, state, replace }, onClick);
  return <Button {...(rest as ButtonProps)} as="a" {...anchor} />;
}
