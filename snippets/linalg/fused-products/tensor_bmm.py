import torch

A = torch.randn(3, 2, 2)
B = torch.randn(3, 2, 2)
print("A.bmm(B) equals torch.bmm(A, B):", torch.equal(A.bmm(B), torch.bmm(A, B)))
print("keyword mat2= works:", torch.equal(A.bmm(mat2=B), torch.bmm(A, B)))
try:
    A.bmm(batch2=B)
except TypeError as e:
    print("keyword batch2=: TypeError:", e)
