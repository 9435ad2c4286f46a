// Encouragement after a save (docs/product.md §9.7): four messages per default category of the add-expense
// list, a "Big spend alert!" prefix above ₹1,000 and "Small but smart!" below ₹50.

const MESSAGES: Record<string, readonly [string, string, string, string]> = {
  "Food & Dining": [
    "🍛 Good food, good mood — and it's logged!",
    "🥘 Tracking meals is the first step to smarter eating out.",
    "☕ Chai or biryani, every rupee counted!",
    "🍽️ Logged! Home-cooked tomorrow could save a little more.",
  ],
  Transport: [
    "🚌 On the move and on track!",
    "🛺 Every auto ride counted — nice work.",
    "🚇 Metro, bus or cab: you know where the money goes.",
    "🚕 Logged! Sharing a ride next time saves a bit more.",
  ],
  Entertainment: [
    "🎬 Fun is important too — and now it's tracked.",
    "🎮 Enjoy it, guilt-free: it's in your budget view.",
    "🎵 Logged! Balance is the secret of a good budget.",
    "🍿 Great show, great tracking!",
  ],
  Shopping: [
    "🛍️ Shopping logged — you stay in control.",
    "👗 Nice buy! Watching the shopping total keeps it healthy.",
    "🧾 Tracked! Waiting a day before the next buy can save more.",
    "💳 Every purchase counted. Well done!",
  ],
  Groceries: [
    "🥦 Fresh sabzi, fresh savings habit!",
    "🛒 Groceries logged — the kitchen is stocked and so is your data.",
    "🍎 Smart shopping starts with tracking. Great job!",
    "🥛 Kirana run recorded!",
  ],
  Healthcare: [
    "💊 Health comes first — good that it's tracked.",
    "🩺 Investing in health is always worth it.",
    "🏥 Logged! Take care of yourself.",
    "❤️ Health spend recorded. Get well soon if you're unwell!",
  ],
  Petrol: [
    "⛽ Tank full, tracking on!",
    "🛵 Fuel logged — smooth ride ahead.",
    "🚗 Every litre counted. Great habit!",
    "⛽ Logged! Combining trips can stretch the next tank.",
  ],
  "Bills & Utilities": [
    "💡 Bills paid and tracked — responsible move!",
    "🔌 Utilities logged. No surprises at month end.",
    "📱 Bill recorded. You're on top of things!",
    "🧾 Paying on time is a money superpower.",
  ],
  Education: [
    "📚 Learning is the best investment!",
    "🎓 Education spend logged — future you says thanks.",
    "✏️ Knowledge pays the best interest.",
    "📖 Tracked! Growth mindset, growth wallet.",
  ],
  Others: [
    "✅ Logged! Every rupee tracked is a rupee understood.",
    "👍 Nice — your spending picture just got clearer.",
    "📊 Tracked! Small habits build big savings.",
    "🌟 Great job keeping your records complete.",
  ],
};

/** The canonical list says "Health" where the add-expense list says "Healthcare" (docs/product.md §9.7). */
const ALIASES: Record<string, string> = {
  Health: "Healthcare",
  "Mobile Recharge": "Bills & Utilities",
  Mobile: "Bills & Utilities",
};

export function encouragementFor(
  category: string,
  amount: number,
  random: () => number = Math.random,
): string {
  const list = MESSAGES[category] ?? MESSAGES[ALIASES[category] ?? ""] ?? MESSAGES.Others;
  const messages = list as readonly string[];
  const message = messages[Math.floor(random() * messages.length) % messages.length] as string;
  if (amount > 1000) return `Big spend alert! ${message}`;
  if (amount < 50) return `Small but smart! ${message}`;
  return message;
}

export const ENCOURAGED_CATEGORIES = Object.keys(MESSAGES);
