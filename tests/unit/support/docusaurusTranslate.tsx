/**
 * Stands in for '@docusaurus/Translate' when a unit test renders a component on
 * the server: the English message with its {placeholders} filled in, as the real
 * one does without a translation file.
 */
import {Fragment, type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values: Values | undefined): ReactNode {
  const all = Object.values(values ?? {});
  // like Docusaurus: plain values give one string, elements a list of parts
  if (all.every((value) => typeof value === 'string' || typeof value === 'number')) {
    return translate({message}, values as Record<string, string | number> | undefined);
  }
  return message.split(/(\{\w+\})/).map((part, index) => {
    const name = index % 2 === 1 ? part.slice(1, -1) : undefined;
    const value = name !== undefined && values && Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return <Fragment key={index}>{value ?? part}</Fragment>;
  });
}

export function translate({message, id}: {message?: string; id?: string}, values?: Record<string, string | number>): string {
  const text = message ?? id ?? '';
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values && Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

export default function Translate({children, id, values}: {children?: string; id?: string; values?: Values}): ReactNode {
  return <>{interpolate(children ?? id ?? '', values)}</>;
}
