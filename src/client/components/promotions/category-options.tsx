import { PROMOTION_CATEGORIES, PROMOTION_CATEGORY_LABELS } from "@/shared/domain/promotions/promotion-categories";

/**
 * A category select's options, first the blank one (`blank`: "no category chosen" in the words of
 * that select), then every category by its label: the feed's filter, 'Avise-me' and the admin's form.
 */
export function PromotionCategoryOptions({ blank }: { blank: string }) {
  return (
    <>
      <option value="">{blank}</option>
      {PROMOTION_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {PROMOTION_CATEGORY_LABELS[category]}
        </option>
      ))}
    </>
  );
}
