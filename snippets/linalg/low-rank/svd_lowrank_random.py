import torch

B = torch.randn(300, 300, dtype=torch.float64)            # singular values decay slowly
top = torch.linalg.svdvals(B)[:5]
for niter in (0, 2, 6):
    torch.manual_seed(0)
    S = torch.svd_lowrank(B, q=5, niter=niter)[1]
    print(f"niter={niter}: max |S - exact top 5| = {(S - top).abs().max().item():.4f}")
torch.manual_seed(1)
a = torch.svd_lowrank(B, q=5)[1]
torch.manual_seed(2)
b = torch.svd_lowrank(B, q=5)[1]
torch.manual_seed(1)
c = torch.svd_lowrank(B, q=5)[1]
print("seed 1 vs seed 2, max diff:", (a - b).abs().max().item(), " seed 1 twice identical:", torch.equal(a, c))
