// The profile: username, country, language, digits, and the user's own categories.
import { z } from "zod";
import { CATEGORY_KINDS, CATEGORY_NAME_MAX } from "./categories.ts";
import { clearableText, text } from "./fields.ts";

export const COUNTRIES = [
  "India",
  "United States",
  "United Kingdom",
  "Canada",
  "Australia",
  "Other",
] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = "India";

export const USERNAME_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export const usernameSchema = text("Username")
  .trim()
  .min(1, "Username is required")
  .max(39, "Username must be at most 39 characters")
  .regex(
    USERNAME_PATTERN,
    "Username may only contain letters, numbers and single hyphens, and cannot begin or end with a hyphen",
  );

export const countrySchema = z.enum(COUNTRIES, {
  error: `Country must be one of: ${COUNTRIES.join(", ")}`,
});

/** The app's languages (docs/product.md §4.29): stored on the profile, applied on every device. */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The name a user goes by, as they correct it (DPDP Act 2023, s. 12); empty clears a part. */
export const personNameSchema = z.object({
  firstName: clearableText("First name", 100),
  lastName: clearableText("Last name", 100),
});

/**
 * A UPI ID (virtual payment address) members of the user's households may pay them back to
 * (docs/product.md §2.25.2): `name@bank`, at most 255 characters. The database holds the same rule
 * (profiles_upi_id_format, 51_household_settlements.sql). Empty clears it.
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+$/;
export const UPI_ID_MAX = 255;
export const UPI_ID_MESSAGE = "A UPI ID looks like name@bank";

export const upiIdSchema = z
  .union([z.string(), z.null()], { error: UPI_ID_MESSAGE })
  .transform((value) => (value === null || value.trim() === "" ? null : value.trim()))
  .refine((value) => value === null || (value.length <= UPI_ID_MAX && UPI_ID_PATTERN.test(value)), {
    message: UPI_ID_MESSAGE,
  });

/** Account settings on the profile: a new username, country, language or digits (any of them). */
export const profileUpdateSchema = z
  .strictObject(
    {
      username: usernameSchema.optional(),
      country: countrySchema.optional(),
      language: z.enum(LANGUAGES, { error: "language must be en or hi" }).optional(),
      devanagariDigits: z.boolean({ error: "devanagariDigits must be true or false" }).optional(),
      upiId: upiIdSchema.optional(),
      ...personNameSchema.shape,
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
    },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Send a username, a country, a language, devanagariDigits, firstName or lastName to change",
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
/** A category name as typed: trimmed, inner runs of spaces made one, at most 50 characters. */
const categoryName = (label: string) =>
  text(label)
    .transform((name) => name.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(CATEGORY_NAME_MAX, `Category names can be up to ${CATEGORY_NAME_MAX} characters`),
    );

const categoryKind = z.enum(CATEGORY_KINDS, { error: "kind must be spending or set_aside" });

/**
 * A custom category: trimmed, inner runs of spaces made one, at most 50 characters; spending unless
 * the user sets it aside (docs/product.md §4.32).
 */
export const customCategorySchema = z.object({
  name: categoryName("Category name"),
  kind: categoryKind.default("spending"),
});

/** POST /api/categories/kind: spending or set aside, for one of the caller's own categories. */
export const categoryKindSchema = z.object({ name: categoryName("Category"), kind: categoryKind });
export type CategoryKindInput = z.input<typeof categoryKindSchema>;

/** POST /api/categories/rename (docs/product.md §5.5): a custom category's new name. */
export const categoryRenameSchema = z.object({
  from: categoryName("Category"),
  to: categoryName("New name"),
});
export type CategoryRenameInput = z.input<typeof categoryRenameSchema>;

/**
 * POST /api/categories/merge (docs/product.md §5.5): a custom category moved into another one, a
 * default or a custom category (also what deleting one does, with the category the user picked).
 */
export const categoryMergeSchema = z.object({
  from: categoryName("Category"),
  into: categoryName("Category to move into"),
});
export type CategoryMergeInput = z.input<typeof categoryMergeSchema>;
export type CustomCategoryInput = z.input<typeof customCategorySchema>;
