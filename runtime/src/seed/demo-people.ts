/** Names and words for demo data that reads like a Pakistani marketplace. */

export const FIRST_NAMES = [
  'Ayesha', 'Bilal', 'Fatima', 'Hamza', 'Zainab', 'Usman', 'Maryam', 'Ali', 'Hira', 'Ahmed', 'Sana', 'Umar',
  'Mahnoor', 'Hassan', 'Iqra', 'Saad', 'Amna', 'Fahad', 'Rabia', 'Zeeshan', 'Noor', 'Kashif', 'Sidra', 'Imran',
  'Areeba', 'Waqas', 'Mehwish', 'Tariq', 'Laiba', 'Shahzaib', 'Kiran', 'Danish', 'Anum', 'Farhan', 'Saba', 'Asad',
] as const;

export const LAST_NAMES = [
  'Khan', 'Ahmed', 'Malik', 'Butt', 'Qureshi', 'Sheikh', 'Chaudhry', 'Raza', 'Hussain', 'Siddiqui', 'Abbasi',
  'Mirza', 'Javed', 'Iqbal', 'Aslam', 'Akhtar', 'Baig', 'Shah', 'Niazi', 'Yousafzai', 'Baloch', 'Memon',
] as const;

export const ROOM_TAGLINES = [
  'Sunny room near the main boulevard', 'Furnished room for a working professional', 'Quiet room in a family house',
  'Hostel room close to the university', 'Spacious room with attached bath', 'Room with balcony and city view',
  'Peaceful room near the park', 'Budget room for students', 'Newly renovated room with AC', 'Room in a gated society',
] as const;

export const ROOMMATE_TAGLINES = [
  'Looking for a calm roommate', 'Need a tidy flatmate for a two-bed flat', 'Student seeking roommate near campus',
  'Working professional wants a roommate', 'Roommate wanted for a shared apartment', 'Sharing a furnished flat, one bed free',
  'Early riser looking for a quiet roommate', 'Friendly roommate wanted, bills shared',
] as const;

export const ACCESSORIES = [
  { name: 'Wooden study table', tagline: 'Study table in great shape', price: [3000, 9000] },
  { name: 'Single bed with mattress', tagline: 'Comfortable single bed, barely used', price: [8000, 25000] },
  { name: 'Split AC 1 ton', tagline: 'Inverter AC, cools fast', price: [45000, 95000] },
  { name: 'Room cooler', tagline: 'Air cooler ready for summer', price: [7000, 18000] },
  { name: 'Office chair', tagline: 'Ergonomic chair for long study hours', price: [4000, 15000] },
  { name: 'Mini fridge', tagline: 'Mini fridge, perfect for a hostel room', price: [15000, 35000] },
  { name: 'Bookshelf', tagline: 'Five-shelf bookshelf, solid wood', price: [3500, 12000] },
  { name: 'Carpet 8x10', tagline: 'Hand-knotted carpet in warm colours', price: [9000, 40000] },
  { name: 'Sofa set', tagline: 'Three-seater sofa, clean fabric', price: [20000, 70000] },
  { name: 'Electric kettle', tagline: 'Kettle for tea at any hour', price: [1500, 4000] },
] as const;

export const ABOUTS = [
  'I work in a software house and keep regular hours.',
  'Final-year student, non-smoker, enjoys cooking on weekends.',
  'Family home with a separate entrance for the room.',
] as const;
