import type { ComponentPropsWithoutRef, ElementType } from "react";

type CardProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/** The soft-shadowed white card every list of the site is made of. */
export function Card<T extends ElementType = "article">({ as, className = "", ...rest }: CardProps<T>) {
  const Component: ElementType = as ?? "article";
  return (
    <Component
      className={`overflow-hidden rounded-(--radius-card) border border-ink/5 bg-white/85 shadow-(--shadow-card) ${className}`}
      {...rest}
    />
  );
}
