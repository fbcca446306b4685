import torch

a = torch.randn(2, 3, 4)   # batch 2, P=3 points, M=4 features
b = torch.randn(2, 5, 4)   # batch 2, R=5 points
print("(2,3,4) x (2,5,4) ->", tuple(torch.cdist(a, b).shape))

# batch dimensions broadcast like in matmul; the last two dims are (points, features)
print("(2,3,4) x (5,4)   ->", tuple(torch.cdist(a, torch.randn(5, 4)).shape))
print("(3,1,2,4) x (5,6,4) ->", tuple(torch.cdist(torch.randn(3, 1, 2, 4), torch.randn(5, 6, 4)).shape))

# each batch element only meets its own partner
d = torch.cdist(a, b)
print("batch 1 equals cdist(a[1], b[1]):", torch.equal(d[1], torch.cdist(a[1], b[1])))

# empty point sets give empty results; zero features give distance 0
print("(0,3) x (2,3) ->", tuple(torch.cdist(torch.ones(0, 3), torch.ones(2, 3)).shape))
print("(2,0) x (3,0) ->", torch.cdist(torch.ones(2, 0), torch.ones(3, 0)))
