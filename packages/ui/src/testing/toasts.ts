/** Finding a toast in a connected test. */
import { screen } from '@testing-library/react';

/** The toast with this title (Radix also announces it in a hidden live region). */
export async function findToast(title: string): Promise<HTMLElement> {
  const matches = await screen.findAllByText(title);
  const toast = matches.map((match) => match.closest('li')).find((li) => li !== null);
  if (!toast) throw new Error(`No toast titled ${title}`);
  return toast;
}
