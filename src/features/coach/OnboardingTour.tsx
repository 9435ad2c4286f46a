import { Button, Dialog, HStack, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { TOUR_STEPS } from "./tour-steps";

interface OnboardingTourProps {
  open: boolean;
  step: number;
  onStepChange: (step: number) => void;
  /** Skip Tour or Start Tracking: the tour is done. */
  onFinish: () => void;
  /** A step's shortcut was taken: the tour closes for now and the step to resume at is given. */
  onLeave: (resumeAt: number) => void;
}

/** The 4-step onboarding tour as a dialog (docs/product.md §2.12), with Skip Tour and a final Start Tracking. */
export function OnboardingTour({ open, step, onStepChange, onFinish, onLeave }: OnboardingTourProps) {
  const navigate = useNavigate();
  const index = Math.min(Math.max(step, 0), TOUR_STEPS.length - 1);
  const current = TOUR_STEPS[index] as (typeof TOUR_STEPS)[number];
  const isLast = index === TOUR_STEPS.length - 1;
  const { t } = useTranslation("coach");

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        // Escape or a click outside means "not now", like Skip Tour.
        if (!details.open) onFinish();
      }}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="onboarding-tour" mx="4">
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Text fontSize="xs" color="fg.muted" data-testid="tour-step">
                {t("tour.step", { step: index + 1, total: TOUR_STEPS.length })}
              </Text>
              <Dialog.Title>
                <span aria-hidden>{current.emoji} </span>
                {t(`tour.${current.key}.title`)}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t(`tour.${current.key}.body`)}</Text>
              {current.to ? (
                <Button
                  mt="4"
                  variant="outline"
                  colorPalette="green"
                  onClick={() => {
                    const to = current.to;
                    if (!to) return;
                    onLeave(index + 1);
                    navigate(to);
                  }}
                >
                  {t(`tour.${current.key}.action`)}
                </Button>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              {isLast ? (
                <span />
              ) : (
                <Button variant="ghost" onClick={onFinish}>
                  {t("tour.skip")}
                </Button>
              )}
              <HStack>
                {index > 0 ? (
                  <Button variant="outline" onClick={() => onStepChange(index - 1)}>
                    {t("tour.back")}
                  </Button>
                ) : null}
                {isLast ? (
                  <Button colorPalette="green" onClick={onFinish}>
                    {t("tour.start")}
                  </Button>
                ) : (
                  <Button colorPalette="green" onClick={() => onStepChange(index + 1)}>
                    {t("tour.next")}
                  </Button>
                )}
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
