import torch

for shape, q in (((50, 10), None), ((50, 3), None), ((50, 10), 4)):
    U, S, V = torch.pca_lowrank(torch.randn(*shape), q=q)
    print(f"A {shape}, q={q}: U {tuple(U.shape)}, S {tuple(S.shape)}, V {tuple(V.shape)}")
