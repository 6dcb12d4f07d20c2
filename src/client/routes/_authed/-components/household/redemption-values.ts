import { centsToMoneyText } from "@/client/lib/forms/form-text";
import { todayInSaoPaulo } from "@/shared/domain/plain-date";
import type { RedemptionFormValues } from "./form-schemas";
import type { Redemption } from "./types";

/** What a caller may fill in before the form opens: a program card its program, a flight its trip. */
export type RedemptionPrefill = Partial<RedemptionFormValues>;

/** The form's first values: the redemption being edited, else today's issue with the prefill on top. */
export function redemptionFormValues(
  redemption?: Redemption,
  prefill: RedemptionPrefill = {},
  today = todayInSaoPaulo(),
): RedemptionFormValues {
  if (redemption) {
    return {
      programId: redemption.programId,
      issuedOn: redemption.issuedOn,
      departureOn: redemption.departureOn,
      returnOn: redemption.returnOn ?? "",
      origin: redemption.origin,
      destination: redemption.destination,
      cabin: redemption.cabin,
      miles: String(redemption.miles),
      taxesCents: centsToMoneyText(redemption.taxesCents),
      cashPriceCents: redemption.cashPriceCents === null ? "" : centsToMoneyText(redemption.cashPriceCents),
      holderIds: redemption.passengers.filter((person) => person.kind === "holder").map((person) => person.id),
      beneficiaryIds: redemption.passengers
        .filter((person) => person.kind === "beneficiary")
        .map((person) => person.id),
      bookingCode: redemption.bookingCode ?? "",
      note: redemption.note ?? "",
    };
  }
  return {
    programId: "",
    issuedOn: today,
    departureOn: "",
    returnOn: "",
    origin: "",
    destination: "",
    cabin: "economica",
    miles: "",
    taxesCents: "",
    cashPriceCents: "",
    holderIds: [],
    beneficiaryIds: [],
    bookingCode: "",
    note: "",
    ...prefill,
  };
}
