import torch

pts = torch.tensor([[0.0, 0.0], [1.0, 1.0], [1.0, 2.0], [2.0, 2.0], [0.5, 1.5]])

# a list of ints: a different number of bins per dimension
r = torch.histogramdd(pts, bins=[2, 3])
print("bins=[2, 3] -> hist shape", tuple(r.hist.shape), "; y edges", r.bin_edges[1])

# a list of 1-D edge tensors: uneven bins, range is not used
r = torch.histogramdd(pts, bins=[torch.tensor([0.0, 1.0, 2.0]), torch.tensor([0.0, 0.5, 2.5])])
print("explicit edges:\n", r.hist)

# range: one flat list [min0, max0, min1, max1]; points outside are dropped
r = torch.histogramdd(pts, bins=[2, 2], range=[0.0, 4.0, 0.0, 1.0])
print("range [0,4] x [0,1]:\n", r.hist, " edges:", r.bin_edges)

# weights: one per point (shape of input without its last dimension)
r = torch.histogramdd(pts, bins=2, weight=torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0]))
print("weighted:\n", r.hist)

# more than 2 dimensions: all but the last are flattened into points
print("(4, 5, 2) input counts", torch.histogramdd(torch.rand(4, 5, 2), bins=2).hist.sum().item(), "points")
