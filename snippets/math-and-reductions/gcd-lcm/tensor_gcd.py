from functools import reduce
import torch

x = torch.tensor([12, 18, 30])
print("x.gcd(6):", x.gcd(torch.tensor(6)).tolist())
# gcd of all elements: fold pairwise
print("gcd of all elements:", reduce(torch.gcd, x.unbind()).item())
# reduce a fraction num/den
num, den = torch.tensor([6, 10, 7]), torch.tensor([8, 25, 14])
g = num.gcd(den)
print("reduced:", list(zip((num // g).tolist(), (den // g).tolist())))
