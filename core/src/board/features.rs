//! Features as disjoint sets of tile segments (union-find), grown one tile at a time.
//!
//! Every segment of every placed tile is a node. Nodes joined across tile edges share a root. For
//! roads and cities the root also counts the feature's open ends: edges that still wait for a
//! neighbour. A feature with no open end is complete (this covers loops too).

/// Index of a segment of a placed tile in the union-find.
pub type NodeId = u16;

/// Union-find over placed segments. Flat arrays only, so a clone is a few memcpys (bots clone
/// the game to try moves).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Features {
    parent: Vec<NodeId>,
    /// Number of nodes under a root (union by size keeps trees shallow without path compression,
    /// so queries need no `&mut`).
    size: Vec<u16>,
    /// Open ends of the feature, valid at roots.
    open_ends: Vec<u16>,
}

impl Features {
    /// Adds a new segment with `open_ends` edges still waiting for neighbours; returns its node.
    pub fn add(&mut self, open_ends: u16) -> NodeId {
        let id = self.parent.len() as NodeId;
        self.parent.push(id);
        self.size.push(1);
        self.open_ends.push(open_ends);
        id
    }

    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether no segment has been added.
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// The root standing for the feature `node` belongs to.
    pub fn root(&self, mut node: NodeId) -> NodeId {
        while self.parent[node as usize] != node {
            node = self.parent[node as usize];
        }
        node
    }

    /// Joins the features of `a` and `b` through one shared edge, closing one open end on each
    /// side. Joining a feature to itself (a loop) only closes the two ends.
    pub fn connect_edge(&mut self, a: NodeId, b: NodeId) {
        let root = self.union(a, b);
        let open = &mut self.open_ends[root as usize];
        *open = open.saturating_sub(2);
    }

    /// Joins two field segments (fields have no open ends).
    pub fn union(&mut self, a: NodeId, b: NodeId) -> NodeId {
        let (ra, rb) = (self.root(a), self.root(b));
        if ra == rb {
            return ra;
        }
        let (big, small) = if self.size[ra as usize] >= self.size[rb as usize] {
            (ra, rb)
        } else {
            (rb, ra)
        };
        self.parent[small as usize] = big;
        self.size[big as usize] += self.size[small as usize];
        self.open_ends[big as usize] += self.open_ends[small as usize];
        big
    }

    /// Edges of the feature still waiting for a neighbour.
    pub fn open_ends(&self, node: NodeId) -> u16 {
        self.open_ends[self.root(node) as usize]
    }

    /// Whether the road or city `node` belongs to has no open end.
    pub fn is_closed(&self, node: NodeId) -> bool {
        self.open_ends(node) == 0
    }

    /// Every node of the feature `root` stands for, in node order.
    pub fn members(&self, root: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        (0..self.parent.len() as NodeId).filter(move |node| self.root(*node) == root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_road_with_two_ends_joined_to_itself_closes_a_loop() {
        let mut features = Features::default();
        let a = features.add(2);
        let b = features.add(2);
        features.connect_edge(a, b);
        assert_eq!(features.open_ends(a), 2);
        features.connect_edge(b, a);
        assert!(features.is_closed(a));
        assert_eq!(features.members(features.root(a)).count(), 2);
    }
}
