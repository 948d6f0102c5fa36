//! The one list of games: each line names a game's rules type, its move type and its seat.
//!
//! This is the only place in the program that lists the games. [`games!`] hands the list to a
//! macro of the caller's: `any.rs` makes the run-time position and move types of it, and
//! `registry.rs` the seat lookup, so that the types a seat reads do not depend on the seats.
//! A seat is named bare: the macro's caller brings it into scope.

/// Calls `$then!` with the list of games, one `Arm(rules type, move type, seat);` each.
macro_rules! games {
    ($then:ident) => {
        $then! {
            Mnk(game::mnk::Mnk, game::mnk::MnkMove, MnkSeat);
            BlobWar(game::blobwar::BlobWar, game::blobwar::BlobMove, BlobWarSeat);
            Senet(game::senet::Senet, game::senet::SenetMove, SenetSeat);
            Connect4(game::connect4::Connect4, game::connect4::C4Move, Connect4Seat);
        }
    };
}

pub(crate) use games;
