import {
  Box,
  Button,
  Field,
  HStack,
  Image,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { formatRupees } from "@shared/money.ts";
import { parseVoiceExpense } from "@shared/voice-parser.ts";
import { Camera, ImagePlus, Mic } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { showExpenseToast } from "../../components/ui/toaster.tsx";
import { serverMessage } from "../../lib/api.ts";
import { useCustomCategories } from "../../lib/money-queries.ts";
import { useAmountInput } from "../../lib/use-amount-input.ts";
import { CameraCapture } from "./CameraCapture.tsx";
import { CategoryGrid } from "./CategoryGrid.tsx";
import { type SavedExpense, useAddCustomCategory, useSaveExpense } from "./expense-api.ts";
import {
  amountFieldError,
  customCategoryOutcome,
  expenseFormProblem,
  futureDateWarning,
  istIsoFromFields,
  istNowFields,
  istNowLine,
  saveErrorOutcome,
} from "./expense-form.ts";
import { canonicalFormCategory, DEFAULT_FORM_CATEGORIES } from "./form-categories.ts";
import { MessageSourceNote } from "./MessageSourceNote.tsx";
import { isAlreadySavedError } from "./message-api.ts";
import { PasteMessageButton } from "./PasteMessageButton.tsx";
import { pickedFileToJpeg, UNREADABLE_PHOTO_TOAST, UnreadablePhotoError } from "./photo.ts";
import { ReceiptReadNote } from "./ReceiptReadNote.tsx";
import { isPlausibleReceiptDate } from "./receipt-total.ts";
import { type ExpenseSavedToast, showSavedExpenseToast } from "./saved-toast.ts";
import { useMessageExpense } from "./use-message-expense.ts";
import { useReceiptOcr } from "./use-receipt-ocr.ts";
import { VoiceDialog } from "./VoiceDialog.tsx";

export interface AddExpensePageProps {
  /** Called after a successful save; a celebration it returns (4 s) replaces the encouragement toast. */
  onExpenseSaved?: (expense: SavedExpense) => Promise<ExpenseSavedToast | null> | ExpenseSavedToast | null;
}

/** docs/product.md §9.5: redirect to / one second after "Not logged in". */
const UNAUTHORISED_REDIRECT_MS = 1000;

/** `/expense` Add Expense (docs/product.md §2.13, §4.13 saving, §5.4 validation, §8.4 errors). */
export default function AddExpensePage({ onExpenseSaved }: AddExpensePageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const save = useSaveExpense();

  const amountInput = useAmountInput();
  const amount = amountInput.value;
  const setAmount = amountInput.setValue;
  const [category, setCategory] = useState<string | null>(null);
  // The user's own categories (kept on the server, for every device), plus any other name chosen in
  // this form (voice input) until it is saved with the expense.
  const savedCategories = useCustomCategories();
  const addCategory = useAddCustomCategory();
  const [sessionCategories, setSessionCategories] = useState<string[]>([]);
  const customCategories = useMemo(() => {
    const saved = (savedCategories.data ?? []).map((category) => category.name);
    const lower = new Set(saved.map((name) => name.toLowerCase()));
    return [...saved, ...sessionCategories.filter((name) => !lower.has(name.toLowerCase()))];
  }, [savedCategories.data, sessionCategories]);
  const [description, setDescription] = useState("");
  const [method, setMethod] = useState<"manual" | "voice">("manual");
  const [{ date, time }, setWhen] = useState(() => istNowFields());
  const [nowLine, setNowLine] = useState(() => istNowLine());
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [voiceOpen, setVoiceOpen] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  // Stable, so the camera view's effect does not restart the stream on every render.
  const closeCamera = useCallback(() => setCameraOpen(false), []);

  // One key per save attempt: a double click or a retry of the same form reuses it; any edit makes
  // a new attempt with a new key.
  const attemptRef = useRef<{ fingerprint: string; key: string } | null>(null);

  useEffect(() => {
    const timer = window.setInterval(() => setNowLine(istNowLine()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!photo) {
      setPhotoUrl(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPhotoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const selectCategory = useCallback(
    (name: string) => {
      const canonical = canonicalFormCategory(name);
      const known =
        DEFAULT_FORM_CATEGORIES.some((c) => c.name === canonical) || customCategories.includes(canonical);
      if (!known) setSessionCategories((current) => [...current, canonical]);
      setCategory(canonical);
    },
    [customCategories],
  );

  const applyVoiceText = useCallback(
    (text: string) => {
      const parsed = parseVoiceExpense(text);
      if (parsed.amount !== null) setAmount(String(parsed.amount));
      if (parsed.category) selectCategory(parsed.category);
      setDescription(parsed.description);
      setMethod("voice");
      showExpenseToast(
        parsed.amount !== null || parsed.category
          ? {
              title: "Voice Input Processed",
              description: `Amount: ${parsed.amount !== null ? formatRupees(parsed.amount) : "Not detected"}, Category: ${parsed.category ?? "Not detected"}`,
              type: "info",
            }
          : { title: "Not detected", description: "Please select manually", type: "warning" },
      );
    },
    [selectCategory, setAmount],
  );

  // A pasted or shared bank/UPI message fills the form (docs/capture.md).
  const fromMessage = useMessageExpense(
    useMemo(() => ({ setAmount, selectCategory, setDescription, setWhen }), [setAmount, selectCategory]),
  );
  const sharedMessage = (useLocation().state as { messageText?: string } | null)?.messageText;
  const sharedMessageApplied = useRef(false);
  useEffect(() => {
    if (sharedMessage && !sharedMessageApplied.current) {
      sharedMessageApplied.current = true;
      void fromMessage.applyText(sharedMessage);
    }
  }, [sharedMessage, fromMessage.applyText]);

  // A receipt photo is read on the device: its total fills an empty amount (or replaces the last one
  // read), its shop an empty description (and category), its date the form's (docs/capture.md).
  const lastReadAmount = useRef<string | null>(null);
  const amountNow = useRef(amount);
  amountNow.current = amount;
  const receiptOcr = useReceiptOcr(
    photo,
    useCallback(
      ({ total, merchant, category: readCategory, date: readDate }) => {
        const read = String(total);
        const previous = lastReadAmount.current;
        lastReadAmount.current = read;
        if (amountNow.current === "" || amountNow.current === previous) setAmount(read);
        if (merchant) setDescription((current) => (current.trim() ? current : merchant));
        if (readCategory) setCategory((current) => current ?? readCategory);
        if (readDate) {
          setWhen((current) =>
            isPlausibleReceiptDate(readDate, istNowFields().date)
              ? { date: readDate, time: current.time }
              : current,
          );
        }
      },
      [setAmount],
    ),
  );

  // docs/product.md §2.13: the page parses a `voice` query parameter as spoken input, once.
  const voiceParam = searchParams.get("voice");
  const voiceParamApplied = useRef(false);
  useEffect(() => {
    if (voiceParam && !voiceParamApplied.current) {
      voiceParamApplied.current = true;
      applyVoiceText(voiceParam);
    }
  }, [voiceParam, applyVoiceText]);

  const addCustom = async (typed: string): Promise<boolean> => {
    const outcome = customCategoryOutcome(typed, [
      ...DEFAULT_FORM_CATEGORIES.map((c) => c.name),
      ...customCategories,
    ]);
    if (outcome.kind === "ignored" || outcome.kind === "too-long") return false;
    if (outcome.kind === "duplicate") {
      showExpenseToast({ ...outcome.toast, type: "error" });
      return false;
    }
    try {
      await addCategory.mutateAsync(outcome.name);
    } catch (error) {
      showExpenseToast({
        title: "Category not added",
        description: serverMessage(error) ?? "Something went wrong. Please try again.",
        type: "error",
      });
      return false;
    }
    setCategory(outcome.name);
    showExpenseToast({ ...outcome.toast, type: "success" });
    return true;
  };

  const onPickFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setPhoto(await pickedFileToJpeg(file));
    } catch (error) {
      showExpenseToast({
        ...(error instanceof UnreadablePhotoError
          ? UNREADABLE_PHOTO_TOAST
          : {
              title: "Photo not added",
              description: "Something went wrong reading that photo. Please try again.",
            }),
        type: "error",
      });
    }
  };

  // `save.isPending` only changes on the next render; this ref stops a double click in one tick.
  const inFlightRef = useRef(false);

  const submit = () => {
    if (save.isPending || inFlightRef.current) return;
    const problem = expenseFormProblem(amount, category);
    if (problem || !category) {
      if (problem) showExpenseToast({ ...problem, type: "error" });
      return;
    }
    const now = istNowFields();
    const payload = {
      category,
      description: description.trim() || null,
      method: photo && method === "manual" ? ("receipt" as const) : method,
      amount,
      date: istIsoFromFields(date || now.date, time || now.time),
      ...fromMessage.payload,
    };
    const fingerprint = JSON.stringify({ ...payload, photo: photo ? photo.size : 0 });
    if (attemptRef.current?.fingerprint !== fingerprint) {
      attemptRef.current = { fingerprint, key: crypto.randomUUID() };
    }
    inFlightRef.current = true;
    save.mutate(
      { payload, photo, idempotencyKey: attemptRef.current.key },
      {
        onSettled: () => {
          inFlightRef.current = false;
        },
        onSuccess: async (saved) => {
          // The saved expense never waits on the coach: a failing celebration leaves the plain toast.
          const celebration = await Promise.resolve(onExpenseSaved?.(saved)).catch(() => null);
          showSavedExpenseToast(celebration, category, Number(amount));
          navigate("/");
        },
        onError: (error) => {
          if (isAlreadySavedError(error)) {
            showExpenseToast({
              title: "Already saved",
              description: "This message is already an expense.",
              type: "warning",
            });
            return;
          }
          const outcome = saveErrorOutcome(error instanceof Error ? error.message : String(error));
          showExpenseToast({
            ...outcome.toast,
            type: "error",
            keepOnScreenChange: outcome.kind === "unauthorised",
          });
          if (outcome.kind === "unauthorised") {
            window.setTimeout(() => navigate("/"), UNAUTHORISED_REDIRECT_MS);
          }
        },
      },
    );
  };

  const amountHint = amountInput.refused ?? amountFieldError(amount);
  const dateWarning = futureDateWarning(date);

  return (
    <Stack gap="5" pb="6" data-testid="add-expense-page">
      <HStack justify="space-between">
        <BackToHomeTitle>Add Expense</BackToHomeTitle>
        <Button variant="outline" size="sm" onClick={() => setVoiceOpen(true)}>
          <Mic aria-hidden="true" /> Voice
        </Button>
      </HStack>

      <PasteMessageButton onText={(text) => void fromMessage.applyText(text)} />
      {fromMessage.source ? (
        <MessageSourceNote
          source={fromMessage.source}
          alreadySaved={fromMessage.alreadySaved}
          onForget={fromMessage.forget}
        />
      ) : null}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="5">
          <Field.Root invalid={amountHint !== null}>
            <Field.Label>Amount</Field.Label>
            <InputGroup startElement="₹">
              <Input
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                fontSize="xl"
                {...amountInput.inputProps}
              />
            </InputGroup>
            {amountHint ? <Field.ErrorText>{amountHint}</Field.ErrorText> : null}
          </Field.Root>

          <Box>
            <Text fontWeight="medium" mb="2" id="category-label">
              Category
            </Text>
            <CategoryGrid
              selected={category}
              customCategories={customCategories}
              onSelect={setCategory}
              onAddCustom={addCustom}
            />
          </Box>

          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Input
              name="description"
              placeholder="Where did you spend?"
              maxLength={200}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </Field.Root>

          <Box>
            <SimpleGrid columns={2} gap="3">
              <Field.Root>
                <Field.Label>Date</Field.Label>
                <Input
                  type="date"
                  name="date"
                  value={date}
                  onChange={(event) => setWhen({ date: event.target.value, time })}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>Time</Field.Label>
                <Input
                  type="time"
                  name="time"
                  value={time}
                  onChange={(event) => setWhen({ date, time: event.target.value })}
                />
              </Field.Root>
            </SimpleGrid>
            <Text fontSize="xs" color="fg.muted" mt="1" data-testid="ist-now">
              Now in India: {nowLine}
            </Text>
            {dateWarning ? (
              <Text fontSize="sm" color="orange.fg" mt="1" role="status" data-testid="future-date-warning">
                {dateWarning}
              </Text>
            ) : null}
          </Box>

          <Box>
            <Text fontWeight="medium" mb="2">
              Receipt Photo
            </Text>
            {photoUrl ? (
              <Stack gap="2" align="start">
                <Image
                  src={photoUrl}
                  alt="Receipt preview"
                  maxH="48"
                  rounded="md"
                  borderWidth="1px"
                  data-testid="receipt-preview"
                />
                <ReceiptReadNote
                  state={receiptOcr.state}
                  amount={amount}
                  onUse={(total) => setAmount(String(total))}
                  onStop={receiptOcr.stop}
                />
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setPhoto(null)}>
                  Remove Photo
                </Button>
              </Stack>
            ) : (
              <SimpleGrid columns={2} gap="2">
                <Button variant="outline" onClick={() => setCameraOpen(true)}>
                  <Camera aria-hidden="true" /> Take Photo
                </Button>
                <Button variant="outline" onClick={() => fileInputRef.current?.click()}>
                  <ImagePlus aria-hidden="true" /> Choose File
                </Button>
              </SimpleGrid>
            )}
            <input
              ref={fileInputRef}
              type="file"
              accept="image/*"
              hidden
              aria-label="Receipt photo file"
              data-testid="receipt-file-input"
              onChange={(event) => {
                void onPickFile(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
          </Box>

          <Button type="submit" colorPalette="blue" size="lg" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Expense"}
          </Button>
        </Stack>
      </form>

      {cameraOpen ? <CameraCapture onCapture={setPhoto} onClose={closeCamera} /> : null}
      <VoiceDialog
        open={voiceOpen}
        onClose={() => setVoiceOpen(false)}
        onConfirm={(text) => {
          setVoiceOpen(false);
          applyVoiceText(text);
        }}
      />
    </Stack>
  );
}
