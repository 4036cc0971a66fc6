import { z } from 'zod';

/** A live drop (`casesLiveDrop`, to everyone): who opened which case and what came out. */
export const caseLiveDropSchema = z.object({
  id: z.number(),
  /** `is_demo`: a demo account (DEMO_LOGIN), shown with a «Демо» badge. */
  user: z.object({ id: z.number(), username: z.string(), avatar: z.string(), is_demo: z.boolean() }),
  case: z.object({ id: z.number(), name: z.string(), image: z.string() }),
  item: z.object({ id: z.number(), name: z.string(), image: z.string(), price: z.number(), rarity_color: z.string() }),
  created_at: z.string(),
});
export type CaseLiveDropDto = z.infer<typeof caseLiveDropSchema>;
