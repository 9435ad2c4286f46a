// Writes the PDF statements the statement import is tested with (tests/fixtures/statements/): Google
// Pay, PhonePe and Paytm UPI statements and a bank account statement (HDFC's columns), laid out as
// those apps and banks lay out theirs (docs/capture.md, "PDF statements"), plus the bank statement
// again encrypted with a password. Text PDFs with the standard Helvetica font, which has no ₹ glyph:
// amounts are written "Rs." / "INR" here (the readers take ₹ too). Each has credits, debits,
// descriptions over several lines and a page break with the header repeated.
//   npx tsx scripts/make-statement-fixtures.ts
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";

const OUT = path.join(import.meta.dirname, "../tests/fixtures/statements");

/** The password of the encrypted bank statement (banks use name + birth date alike). */
export const BANK_PASSWORD = "ASHA0101";

const LINE = 13;
const BOTTOM = 740;
const FOOTER_Y = 770;

interface Column {
  header: string;
  x: number;
  width: number;
  align?: "left" | "right";
}

type Cells = (string | undefined)[];

class Statement {
  readonly doc: PDFKit.PDFDocument;
  private y = 0;
  private page = 1;

  constructor(
    private readonly file: string,
    private readonly title: string[],
    private readonly columns: Column[],
    private readonly footer: string,
    private readonly options: { userPassword?: string; fontSize?: number } = {},
  ) {
    this.doc = new PDFDocument({
      size: "A4",
      margin: 36,
      info: { Title: title[0], CreationDate: new Date("2026-10-01T03:30:00Z") },
      ...(options.userPassword ? { userPassword: options.userPassword, pdfVersion: "1.7" } : {}),
    });
    this.doc.font("Helvetica").fontSize(this.size);
    this.startPage(true);
  }

  private get size() {
    return this.options.fontSize ?? 9;
  }

  private text(value: string, x: number, y: number, width: number, align: "left" | "right" = "left") {
    // Left-aligned text is given no width, so pdfkit never wraps it: each line is written as given.
    if (align === "left") this.doc.text(value, x, y, { lineBreak: false });
    else this.doc.text(value, x, y, { width, align, lineBreak: false });
  }

  private startPage(first: boolean) {
    this.y = 40;
    if (first) {
      for (const [index, line] of this.title.entries()) {
        this.doc.fontSize(index === 0 ? 14 : 9);
        this.text(line, 36, this.y, 520);
        this.y += index === 0 ? 20 : LINE;
      }
      this.doc.fontSize(this.size);
      this.y += 10;
    }
    this.doc.font("Helvetica-Bold");
    for (const column of this.columns) this.text(column.header, column.x, this.y, column.width, column.align);
    this.doc.font("Helvetica");
    this.y += LINE + 4;
  }

  private endPage() {
    this.text(`${this.footer}    Page ${this.page}`, 36, FOOTER_Y, 520);
  }

  /** A transaction of several lines, on a new page when it does not fit. */
  row(lines: Cells[]) {
    if (this.y + lines.length * LINE > BOTTOM) this.pageBreak();
    for (const cells of lines) {
      cells.forEach((value, index) => {
        const column = this.columns[index];
        if (value && column) this.text(value, column.x, this.y, column.width, column.align);
      });
      this.y += LINE;
    }
    this.y += 6;
  }

  pageBreak() {
    this.endPage();
    this.doc.addPage();
    this.page += 1;
    this.startPage(false);
  }

  line(text: string) {
    this.text(text, 36, this.y, 520);
    this.y += LINE + 4;
  }

  save(): Promise<void> {
    this.endPage();
    const out = createWriteStream(path.join(OUT, this.file));
    this.doc.pipe(out);
    this.doc.end();
    return new Promise((resolve) => out.on("finish", () => resolve()));
  }
}

function googlePay(): Statement {
  const s = new Statement(
    "gpay-statement.pdf",
    [
      "Transaction statement",
      "Google Pay",
      "Transaction statement period: 01 September 2026 - 30 September 2026",
    ],
    [
      { header: "Date & time", x: 36, width: 100 },
      { header: "Transaction details", x: 150, width: 300 },
      { header: "Amount", x: 460, width: 100, align: "right" },
    ],
    "This is a computer generated statement. Google Pay",
  );
  s.row([
    ["01 Sep, 2026", "Paid to Swiggy", "Rs.345"],
    ["09:04 PM", "UPI Transaction ID: 624512345678"],
    [undefined, "Paid by HDFC Bank 1234"],
  ]);
  s.row([
    ["02 Sep, 2026", "Received from Ravi Shah", "Rs.1,500"],
    ["10:15 AM", "UPI Transaction ID: 624612345678"],
    [undefined, "Paid to HDFC Bank 1234"],
  ]);
  s.row([
    ["03 Sep, 2026", "Paid to Chaayos Cafe Koramangala", "Rs.120.50"],
    ["08:30 AM", "UPI Transaction ID: 624612349876"],
    [undefined, "Paid by HDFC Bank 1234"],
  ]);
  s.pageBreak();
  s.row([
    ["05 Sep, 2026", "Paid to BESCOM Bengaluru Electricity", "Rs.1,180"],
    [undefined, "Supply Company"],
    ["06:30 PM", "UPI Transaction ID: 624812345678"],
    [undefined, "Paid by HDFC Bank 1234"],
  ]);
  return s;
}

function phonePe(): Statement {
  const s = new Statement(
    "phonepe-statement.pdf",
    ["Transaction Statement for 98XXXXXX10", "Sep 01, 2026 - Sep 30, 2026"],
    [
      { header: "Date", x: 36, width: 90 },
      { header: "Transaction Details", x: 130, width: 280 },
      { header: "Type", x: 420, width: 50 },
      { header: "Amount", x: 470, width: 90, align: "right" },
    ],
    "This is a system generated statement. For any queries, contact PhonePe support.",
  );
  s.row([
    ["Sep 07, 2026", "Paid to Zomato", "DEBIT", "INR 289"],
    ["01:12 pm", "Transaction ID T2609071312004512345678"],
    [undefined, "UTR No. 625012345678"],
    [undefined, "Debited from XX1234"],
  ]);
  s.row([
    ["Sep 08, 2026", "Received from Priya Nair", "CREDIT", "INR 2,000"],
    ["07:45 pm", "Transaction ID T2609081945004512345679"],
    [undefined, "UTR No. 625112345678"],
    [undefined, "Credited to XX1234"],
  ]);
  s.pageBreak();
  s.row([
    ["Sep 09, 2026", "Paid to Apollo Pharmacy Indiranagar", "DEBIT", "INR 642.40"],
    [undefined, "Branch 12"],
    ["11:02 am", "Transaction ID T2609091102004512345680"],
    [undefined, "UTR No. 625212345678"],
    [undefined, "Debited from XX1234"],
  ]);
  return s;
}

function paytm(): Statement {
  const s = new Statement(
    "paytm-statement.pdf",
    ["Paytm Statement", "Passbook Payments History", "1 SEP 2026 - 30 SEP 2026"],
    [
      { header: "Date & Time", x: 36, width: 80 },
      { header: "Transaction Details", x: 120, width: 200 },
      { header: "Notes & Tags", x: 325, width: 70 },
      { header: "Your Account", x: 400, width: 80 },
      { header: "Amount", x: 480, width: 80, align: "right" },
    ],
    "For any queries, visit paytm.com/care",
  );
  s.row([
    ["11 Sep", "Paid to Uber India", "#Travel", "HDFC Bank - 34", "- Rs.238"],
    ["9:20 PM", "UPI ID: uber@axisbank on 11 Sep"],
    [undefined, "UPI Ref No: 625412345678"],
  ]);
  s.row([
    ["12 Sep", "Money received from Karan Mehta", undefined, "HDFC Bank - 34", "+ Rs.750"],
    ["8:05 AM", "UPI Ref No: 625512345678"],
  ]);
  s.pageBreak();
  s.row([
    ["14 Sep", "Paid to Big Bazaar Supermarket", "#Groceries", "HDFC Bank - 34", "- Rs.1,045.75"],
    [undefined, "Whitefield"],
    ["6:40 PM", "UPI ID: bigbazaar@paytm on 14 Sep"],
    [undefined, "UPI Ref No: 625612345678"],
  ]);
  return s;
}

function bank(file: string, options: { userPassword?: string } = {}): Statement {
  const s = new Statement(
    file,
    [
      "HDFC BANK Ltd.",
      "MR ASHA KUMAR",
      "Account No : 50100123456789",
      "Statement From : 01/09/2026 To : 30/09/2026",
    ],
    [
      { header: "Date", x: 36, width: 44 },
      { header: "Narration", x: 82, width: 160 },
      { header: "Chq./Ref.No.", x: 250, width: 76 },
      { header: "Value Dt", x: 334, width: 36 },
      { header: "Withdrawal Amt.", x: 375, width: 64, align: "right" },
      { header: "Deposit Amt.", x: 445, width: 52, align: "right" },
      { header: "Closing Balance", x: 505, width: 55, align: "right" },
    ],
    "HDFC BANK LIMITED. *Closing balance includes funds earmarked for hold and uncleared funds",
    { ...options, fontSize: 7 },
  );
  s.row([
    [
      "01/09/26",
      "UPI-SWIGGY-SWIGGY8@YBL-YESB0YBLUPI-",
      "0000624512345678",
      "01/09/26",
      "345.00",
      undefined,
      "54,655.00",
    ],
    [undefined, "624512345678-PAYMENT FROM PHONE"],
  ]);
  s.row([
    [
      "01/09/26",
      "NEFT CR-ICIC0000001-ACME SOFTWARE",
      "ICICN52026090112345",
      "01/09/26",
      undefined,
      "85,000.00",
      "1,39,655.00",
    ],
    [undefined, "PVT LTD-SALARY SEP"],
  ]);
  s.row([
    [
      "02/09/26",
      "POS 512345XXXXXX1234 BIG BAZAAR",
      "000000012345",
      "02/09/26",
      "2,310.50",
      undefined,
      "1,37,344.50",
    ],
  ]);
  s.pageBreak();
  s.row([
    [
      "04/09/26",
      "IMPS-624712345678-RAVI SHAH-HDFC-",
      "0000624712345678",
      "04/09/26",
      "15,000.00",
      undefined,
      "1,22,344.50",
    ],
    [undefined, "XXXXXXXX9876-RENT SHARE"],
  ]);
  s.row([
    [
      "05/09/26",
      "UPI-BESCOM-BESCOM@HDFCBANK-",
      "0000624812345678",
      "05/09/26",
      "1,180.00",
      undefined,
      "1,21,164.50",
    ],
    [undefined, "HDFC0000001-624812345678-BILL PAYMENT"],
  ]);
  s.line("STATEMENT SUMMARY :- Opening Balance 55,000.00  Dr Count 4  Cr Count 1  Closing Bal 1,21,164.50");
  return s;
}

/** A text PDF that is no statement: the import must say so and import nothing. */
function notAStatement(): Statement {
  const s = new Statement(
    "not-a-statement.pdf",
    ["Rental agreement", "This agreement is made on 01/09/2026 between the owner and the tenant."],
    [{ header: "Clause", x: 36, width: 520 }],
    "Page footer",
  );
  s.row([["1. The rent is Rs.15,000 a month, paid by the 5th."]]);
  return s;
}

mkdirSync(OUT, { recursive: true });
await Promise.all(
  [
    googlePay(),
    phonePe(),
    paytm(),
    bank("bank-statement.pdf"),
    bank("bank-statement-locked.pdf", { userPassword: BANK_PASSWORD }),
    notAStatement(),
  ].map((statement) => statement.save()),
);
console.log(`Statement fixtures written to ${path.relative(process.cwd(), OUT)}`);
