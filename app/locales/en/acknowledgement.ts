/**
 * The printable acknowledgement of a citizen report and its verification page. Only
 * the pages under /acknowledgement and /verify download these strings (app/entry.client.tsx);
 * links to them reload the document.
 */
const acknowledgement = {
  page: {
    title: "Acknowledgement {{reference}}",
    headings: {
      suggestion: "Acknowledgement of a suggestion sent online",
      complaint: "Acknowledgement of a complaint sent online",
      lost: "Acknowledgement of a lost property report sent online",
      found: "Acknowledgement of a found property report sent online",
    },
    what_heading: "What this document is",
    what_is:
      "This is the railway police's acknowledgement that your report was received online, with the reference number above. Quote the reference whenever you contact the police about it.",
    what_is_not:
      "It is not an FIR (First Information Report), and it does not say that the police have checked what the report says or that the item will be found. To register an FIR, go to a railway police station.",
    reference: "Reference number",
    kind: "Type of report",
    received_on: "Received on",
    details: "What you told us",
    lost_or_found: "Lost or found",
    lost: "Lost",
    found: "Found",
    category: "Item",
    description: "Description",
    message: "Your message",
    imei: "IMEI",
    when: "Date and time",
    station: "Police station with jurisdiction",
    line: "Line",
    train: "Train",
    name: "Name",
    mobile: "Mobile number",
    not_given: "Not given",
    ceir_heading: "Block your lost phone",
    ceir_text:
      "Block the phone so that no one can use it on any mobile network in India, through the Government of India's CEIR service (Sanchar Saathi). You will need the phone's IMEI, a copy of this acknowledgement and its reference number {{reference}}, which you give as the police report. If the phone is found, you can unblock it there.",
    ceir_link: "Block a lost phone on CEIR (ceir.gov.in)",
    ceir_no_imei: "The IMEI is on the phone's box or bill.",
    verify_heading: "Checking this document",
    verify_text:
      "Anyone you show this document to, such as a mobile shop or a bank, can check that it is genuine by scanning the QR code or opening the address below. They see only the reference number, the date, the police station and the category: not your name, mobile number or description.",
    qr_label: "QR code of the address that verifies this acknowledgement",
    download_pdf: "Download PDF",
    print: "Print",
    print_hint: "To keep a copy, print this page or download the PDF.",
    check_status: "Check the status of your report",
    pdf_generated: "Made on {{date}} from {{site}}",
    pdf_page: "Page {{page}} of {{pages}}",
  },
  verify: {
    title: "Verify an acknowledgement",
    verified_heading: "Verified: the railway police received this report",
    verified_text:
      "Only these details are shown here. The person who holds the printed acknowledgement can show you the rest.",
    not_an_fir:
      "An acknowledgement is not an FIR: it shows that a report was made online, not that the police have checked it.",
    not_verified_heading: "Not verified",
    not_verified_text:
      "This address does not verify any acknowledgement. It may have been changed or mistyped: scan the QR code again, or type the address exactly as printed. If in doubt, call the railway police helpline 1512.",
    reference: "Reference number",
    received_on: "Received on",
    station: "Police station",
    category: "Category",
    not_stated: "Not stated",
  },
} as const;

export default acknowledgement;
