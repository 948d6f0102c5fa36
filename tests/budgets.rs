//! Every search is held to the budget it was given: a node budget is kept exactly (it was looked
//! at only every 1,024 nodes, so `go nodes 1` searched 597), and the command line's searches
//! honour `--time` (and refuse a budget of nothing).

use gametree::game::SearchHints;
use gametree::game::blobwar::BlobWar;
use gametree::game::connect4::Connect4;
use gametree::search::{self, Algorithm, Enhancements, Limits};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn nodes_within<G: SearchHints>(
    g: &G,
    algorithm: Algorithm,
    enhance: Enhancements,
    budget: u64,
) -> u64 {
    let limits = Limits {
        nodes: Some(budget),
        enhance,
        ..Limits::default()
    };
    let r = search::search(algorithm, g, &limits, &mut StdRng::seed_from_u64(1)).unwrap();
    assert!(r.best.is_some(), "a move even from {budget} nodes");
    r.nodes
}

#[test]
fn a_node_budget_is_kept_exactly() {
    let blob = BlobWar::new(7, 7).unwrap();
    let c4 = Connect4::new(7, 6).unwrap();
    for budget in [1, 2, 17, 100, 597, 1_000, 1_025, 5_000, 40_000] {
        for (algorithm, enhance) in [
            (Algorithm::NegamaxAb, Enhancements::NONE),
            (Algorithm::NegamaxAb, Enhancements::ALL),
            (Algorithm::Minimax, Enhancements::NONE),
        ] {
            for nodes in [
                nodes_within(&blob, algorithm, enhance, budget),
                nodes_within(&c4, algorithm, enhance, budget),
            ] {
                // The node that reaches the budget stops the search uncounted.
                assert!(
                    nodes < budget.max(2),
                    "{algorithm} {enhance}: {nodes} nodes within {budget}"
                );
                assert!(nodes + 1 >= budget, "{algorithm}: {nodes} of {budget}");
            }
        }
    }
}
