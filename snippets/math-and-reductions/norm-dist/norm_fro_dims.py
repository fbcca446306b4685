# raises: RuntimeError
import torch

A = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])
print("torch.norm(A, p=2, dim=(0, 1))  :", torch.norm(A, p=2, dim=(0, 1)), "(vector 2-norm of the 4 entries)")
print("linalg.matrix_norm(A, ord=2)    :", torch.linalg.matrix_norm(A, ord=2), "(largest singular value)")

t = torch.ones(2, 2, 2)
print("torch.norm(t, p='fro'), 3-D     :", torch.norm(t, p="fro"), "(all 8 elements)")
print("linalg.matrix_norm(t), 3-D      :", torch.linalg.matrix_norm(t), "(one norm per 2x2 matrix)")
torch.norm(t, p="fro", dim=(0, 1, 2))    # an explicit 3-dim 'fro' goes to matrix_norm
