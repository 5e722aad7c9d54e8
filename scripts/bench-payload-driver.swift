// The decode benchmark's program (scripts/bench-payload): compiled with -O together with the
// generated app file of the ride offer, it checks that every path gives the same payloads, then
// decodes and encodes them by each path in interleaved rounds and prints one line per path and
// round: "round <TAB> path <TAB> thread CPU ns <TAB> wall ns".
//
// Usage: driver PAYLOADS.jsonl COUNT ROUNDS  (one JSON payload a line; COUNT per path and round)

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

typealias Ride = Notifications.RideOffer.Payload

/// The same payload as an app writes it without Herald: synthesized `Codable`, the dates read
/// by `JSONDecoder`'s ISO 8601 strategy. The reference the generated decoder is compared with.
struct HandRide: Codable, Equatable {
  struct Place: Codable, Equatable {
    var lat: Double
    var lng: Double
    var label: String?
  }

  enum Vehicle: String, Codable { case car, xl, bike }

  var rideId: String
  var pickup: Place
  var fare: Double?
  var seats: Int?
  var vehicle: Vehicle
  var expiresAt: Date
  var receipt: URL?
  var stops: [Place]?
  var shared: Bool?

  enum CodingKeys: String, CodingKey {
    case rideId = "ride-id"
    case pickup, fare, seats, vehicle
    case expiresAt = "expires-at"
    case receipt, stops, shared
  }
}

/// Prints `message` and stops: the figures would mean nothing.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("driver: " + message + "\n").utf8))
  exit(1)
}

/// A clock's reading in nanoseconds.
func nanoseconds(_ clock: clockid_t) -> Int {
  var spec = timespec()
  clock_gettime(clock, &spec)
  return Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec)
}

/// Whether the hand-written decoding reads the same values as the generated one.
func agrees(_ hand: HandRide, _ ride: Ride) -> Bool {
  let places = { (place: HandRide.Place, other: Notifications.PayloadTypes.Place) in
    place.lat == other.lat && place.lng == other.lng && place.label == other.label
  }
  return hand.rideId == ride.rideId && places(hand.pickup, ride.pickup) && hand.fare == ride.fare
    && hand.seats == ride.seats && hand.vehicle.rawValue == ride.vehicle.rawValue
    && hand.expiresAt == ride.expiresAt
    && hand.receipt?.absoluteString == ride.receipt?.absoluteString
    && hand.stops?.count == ride.stops?.count
    && zip(hand.stops ?? [], ride.stops ?? []).allSatisfy(places) && hand.shared == ride.shared
}

@main struct Driver {
  static func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let count = Int(arguments[2]), let rounds = Int(arguments[3]),
      count > 0, rounds > 0
    else { fail("usage: driver PAYLOADS.jsonl COUNT ROUNDS") }
    let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
    let datas = text.split(separator: "\n").map { Data($0.utf8) }
    let infos = try datas.map { data in
      guard let info = try JSONSerialization.jsonObject(with: data) as? [AnyHashable: Any] else {
        fail("a payload is not a JSON object")
      }
      return info
    }
    let decoder = JSONDecoder()
    let handDecoder = JSONDecoder()
    handDecoder.dateDecodingStrategy = .iso8601
    let encoder = JSONEncoder()
    let handEncoder = JSONEncoder()
    handEncoder.dateEncodingStrategy = .iso8601

    // Every path must give the same payloads before any is timed.
    var rides: [Ride] = []
    var hands: [HandRide] = []
    for (index, data) in datas.enumerated() {
      let fromInfo = try Ride(userInfo: infos[index])
      let fromData = try decoder.decode(Ride.self, from: data)
      guard fromInfo == fromData else { fail("payload \(index): userInfo and JSONDecoder differ") }
      guard try decoder.decode(Ride.self, from: encoder.encode(fromInfo)) == fromInfo else {
        fail("payload \(index): encoding and decoding again changes it")
      }
      let hand = try handDecoder.decode(HandRide.self, from: data)
      guard agrees(hand, fromInfo) else {
        fail("payload \(index): the hand-written decoding differs")
      }
      rides.append(fromInfo)
      hands.append(hand)
    }
    let distinct = datas.count

    // Each path returns a sum of sizes, printed at the end, so that nothing is optimized away.
    let paths: [(String, () throws -> Int)] = [
      (
        "init(userInfo:)",
        {
          var sum = 0
          for i in 0..<count { sum &+= try Ride(userInfo: infos[i % distinct]).rideId.utf8.count }
          return sum
        }
      ),
      (
        "JSONDecoder",
        {
          var sum = 0
          for i in 0..<count {
            sum &+= try decoder.decode(Ride.self, from: datas[i % distinct]).rideId.utf8.count
          }
          return sum
        }
      ),
      (
        "JSONEncoder",
        {
          var sum = 0
          for i in 0..<count { sum &+= try encoder.encode(rides[i % distinct]).count }
          return sum
        }
      ),
      (
        "JSONSerialization",
        {
          var sum = 0
          for i in 0..<count {
            let object = try JSONSerialization.jsonObject(with: datas[i % distinct])
            sum &+= (object as? [String: Any])?.count ?? 0
          }
          return sum
        }
      ),
      (
        "synthesized Codable",
        {
          var sum = 0
          for i in 0..<count {
            sum &+= try handDecoder.decode(HandRide.self, from: datas[i % distinct]).rideId.utf8
              .count
          }
          return sum
        }
      ),
      (
        "synthesized encode",
        {
          var sum = 0
          for i in 0..<count { sum &+= try handEncoder.encode(hands[i % distinct]).count }
          return sum
        }
      ),
    ]
    var checksum = 0
    for round in 0..<rounds {
      for offset in 0..<paths.count {
        let (name, body) = paths[(offset + round) % paths.count]
        let cpu = nanoseconds(CLOCK_THREAD_CPUTIME_ID)
        let wall = nanoseconds(CLOCK_MONOTONIC)
        checksum &+= try body()
        let cpuSpent = nanoseconds(CLOCK_THREAD_CPUTIME_ID) - cpu
        let wallSpent = nanoseconds(CLOCK_MONOTONIC) - wall
        print("round\t\(name)\t\(cpuSpent)\t\(wallSpent)")
      }
    }
    let bytes = datas.map(\.count)
    print(
      "note\t\(distinct) payloads of \(bytes.min() ?? 0) to \(bytes.max() ?? 0) bytes, checked alike by every path before timing (checksum \(checksum))"
    )
  }
}
